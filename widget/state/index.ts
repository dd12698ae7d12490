export { WidgetProvider } from './widget-provider';
export * from './flow';
