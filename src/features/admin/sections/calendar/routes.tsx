// The consultation calendar's route: its first day is in the address (?from=YYYY-MM-DD).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/calendar',
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.from) ? { from: search.from } : {},
  component: lazyRouteComponent(() => import('./CalendarPage.tsx')),
});

export const calendarRoutes = [sectionRoute] as const;
