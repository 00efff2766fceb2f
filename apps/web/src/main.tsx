import './app/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createBrowserPlatform } from './platform/browser';
import { platformUi, registerRouterNavigate } from './app/platform-ui';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { registerPrefetchContext } from './app/routing/prefetch';
import './app/global.css';

const platform = createBrowserPlatform(platformUi);
const queryClient = createQueryClient();
registerPrefetchContext({ platform, queryClient });
const router = createAppRouter();
registerRouterNavigate((url) => void router.navigate(url));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders platform={platform} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
