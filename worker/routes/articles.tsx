import { Hono } from 'hono';

import type { AppEnv } from '../env';

/** Article routes (spec §2): {section}/article/{slug}, {section}/{subsection}/article/{slug}, /career-advice/article/{slug}. */
export const articleRoutes = new Hono<AppEnv>();
