/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPLIER_LOGIN_URL?: string;
}
