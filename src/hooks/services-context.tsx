import { createContext, useContext, type ReactNode } from 'react';
import type { Services } from '../../streams/services-types';
import type { SiteConfig } from '../../streams/schemas/site-config';

const ServicesContext = createContext<Services | null>(null);
const SiteConfigContext = createContext<SiteConfig | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** Provided once the site config has loaded, so every page below reads it synchronously. */
export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesProvider>');
  return services;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig() before the site config loaded');
  return config;
}
