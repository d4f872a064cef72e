/** A one-line outcome a view-model wants shown: good news or a problem. */
export interface Notice {
  readonly kind: 'success' | 'error';
  readonly text: string;
}
