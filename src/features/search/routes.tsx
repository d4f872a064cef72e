import type { RouteObject } from 'react-router-dom';
import { HomePage } from './home-page';

/** `/`: part of the first load, so not lazy. */
export const searchRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
