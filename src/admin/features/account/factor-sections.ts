import type { ComponentType } from 'react';
import type { FactorSectionProps } from './factor-section-props.ts';
import PasskeySection from './PasskeySection.tsx';
import SecondFactorSection from './SecondFactorSection.tsx';

/**
 * The sections that add and manage an account's factors, in their order: the account screen shows
 * them, and so does the screen an account the rule covers is sent to until it has one
 * (FactorSetupScreen). A new kind of factor adds its section here.
 */
export const FACTOR_SECTIONS: { key: string; Section: ComponentType<FactorSectionProps> }[] = [
  { key: 'authenticator-app', Section: SecondFactorSection },
  { key: 'passkeys', Section: PasskeySection },
];
