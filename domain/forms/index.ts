export * from './field-problem';
