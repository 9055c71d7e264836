import { createRoot } from 'react-dom/client';
import { DashboardApp } from '@smartburn/ui';

createRoot(document.getElementById('root')!).render(<DashboardApp apiBase="https://api.example.com" locale="en-US" />);
