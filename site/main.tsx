// Must stay the first import: it wraps window.fetch before any other module can keep a reference to it.
import './components/loader/install-fetch-tracker';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createSiteRouter } from './router';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

try {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createSiteRouter()} />
    </StrictMode>,
  );
} catch (error) {
  console.error('Application start failure', error);
}
