// Public surface of @ehire/domain. Consumers may also import one module by subpath
// (`@ehire/domain/routing/guard`), which keeps bundles small.
// The codes/contracts/signing modules of other areas are imported by their own subpaths.

export * from './constants';
export * from './routing/routes';
export * from './routing/guard';
export * from './shell/menu';
export * from './text/weighted-length';
export * from './text/escape-html';
export * from './text/chinese-numeral';
export * from './text/date-format';
export * from './codes/job-status';
export * from './codes/inbox-status';
export * from './codes/filter-field-types';
export * from './codes/operators';
export * from './codes/school-filter';
export * from './permissions/derive';
export * from './util/timing';
