// Smart operations rules (智能标签 / 智能流转 / 智能评分): the field catalogue, the record an
// application is evaluated on, evaluation and validation. Pure; the server stores and applies.
export * from './fields';
export * from './record';
export * from './design-fields';
export * from './evaluate';
