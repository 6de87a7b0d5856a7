export * from './user';
export * from './skills';
export * from './calendar';
