import { useLocation } from 'react-router';
import { pageTitle, type RouteFeature } from '@ehire/domain/routing/routes';
import { UnderConstruction } from '../../components/UnderConstruction';
import { FEATURE_LABEL } from './feature-label';

/** The 功能建设中 page of a declared route whose screen a later issue builds. */
export function PlaceholderPage({
  feature,
  fallbackTitle,
}: {
  feature: RouteFeature;
  fallbackTitle: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <UnderConstruction title={pageTitle(pathname, search) ?? fallbackTitle} module={FEATURE_LABEL[feature]} />
  );
}
