import type { CriticalCssIndex } from '../../worker/render/critical-css';

export declare function criticalCssIndex(css: string): CriticalCssIndex;
