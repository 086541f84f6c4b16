import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React warns about updates outside act() unless it knows it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
