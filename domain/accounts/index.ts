export * from './account-contracts';
export * from './validate-email';
export * from './validate-password-change';
export * from './validate-password';
export * from './validate-registration';
export * from './validate-reset-password';
