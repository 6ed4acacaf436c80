/** Design tokens shared by both themes; colours live per theme in themes.ts. */
export const space = ['0', '0.25rem', '0.5rem', '0.75rem', '1rem', '1.5rem', '2rem', '3rem', '4rem'] as const;

export const radius = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

export const font = {
  // Noto covers Latin, Hebrew and Arabic script (Persian and Sorani included); DejaVu is the fallback.
  family:
    'system-ui, "Noto Sans", "Noto Sans Hebrew", "Noto Sans Arabic", "Noto Naskh Arabic", "DejaVu Sans", sans-serif',
  mono: 'ui-monospace, "Noto Sans Mono", "DejaVu Sans Mono", monospace',
  size: { xs: '0.75rem', sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: 1.5,
} as const;

export const layer = { sticky: 10, drawer: 40, overlay: 50, toast: 60 } as const;

export const motion = { fast: '120ms', normal: '200ms' } as const;
