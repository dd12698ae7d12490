export { WidgetProvider, type WidgetProviderProps } from './widget-provider';
export * from './flow';
