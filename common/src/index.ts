export * from './enums';
export * from './limits';
export * from './messages';
export * from './password-policy';
export * from './permissions';
export * from './list-query';
export * from './search-query';
export * from './validation';
