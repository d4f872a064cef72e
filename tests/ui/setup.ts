import 'reflect-metadata';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: scrolling is a no-op instead of a "not implemented" error.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

afterEach(() => cleanup());
