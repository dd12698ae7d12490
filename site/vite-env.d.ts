/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPLIER_LOGIN_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_PHONE_HREF?: string;
}
