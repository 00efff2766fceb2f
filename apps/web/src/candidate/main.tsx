import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CAREERS_PATHS } from './careers-paths';
import { CandidateSite } from './CandidateSite';
import '../app/global.css';

// The careers site's own entry (careers.html, issue 13 §4): students open it on phones over mobile
// data, so it loads React, the router's plain mode, react-query and the site — not the console's
// route table, data router, request client or antd. The pages of it that still draw antd
// (我的投递, the interview booking) load it when opened.

const queryClient = new QueryClient({
  defaultOptions: {
    // Each page shows its own error state; nothing retries blindly or refetches on focus.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from careers.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          {CAREERS_PATHS.map((path) => (
            <Route key={path} path={path} element={<CandidateSite />} />
          ))}
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
