import { useStore } from '@nanostores/react';
import {
  Button,
  Dialog,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { BREAKPOINT_LG_PX } from '#shared/constants.ts';
import { FIXED_ROUTES } from '#shared/fixed-routes.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { navSections } from '../nav-sections.ts';
import { useLanguage } from '../stores/language.ts';
import { $siteMenuOpen } from '../stores/overlays.ts';
import LanguageToggle from './LanguageToggle.tsx';
import { useEscapeToClose } from './shared/use-escape-to-close.ts';
import SectionLinks from './site-menu/SectionLinks.tsx';
import { useMediaQuery } from './site-menu/use-media-query.ts';
import { useMenuFeed } from './site-menu/use-menu-feed.ts';
import './SiteMenu.css';

/**
 * The full menu behind the bar's Menu button: on wide screens a panel sliding up over the page
 * with every section side by side; below BREAKPOINT_LG_PX, the mobile menu, whose sections are an
 * accordion with one section open at a time. Escape closes it and focus returns to the button.
 */
export default function SiteMenu() {
  const language = useLanguage();
  const strings = stringsFor(language);
  const sections = navSections(language);
  const isOpen = useStore($siteMenuOpen);
  // The island hydrates as the menu is about to open (client:interaction), so the feed is asked for then.
  const feed = useMenuFeed(language);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINT_LG_PX}px)`);
  const setOpen = (open: boolean) => $siteMenuOpen.set(open);
  useEscapeToClose(isOpen, () => setOpen(false));

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className="site-menu-overlay">
      <Modal className="site-menu">
        <Dialog className="site-menu__dialog" aria-label={strings.shellMenuLabel}>
          <div className="site-menu__head container">
            <a className="site-menu__brand" href={localizePath(FIXED_ROUTES.home(), language)}>
              <img src="/favicon.svg" alt="" width="36" height="36" />
              <span>{strings.siteName}</span>
            </a>
            <Button className="site-menu__close" onPress={() => setOpen(false)}>
              <span className="site-menu__close-label">{strings.navCloseMenu}</span>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <div className="site-menu__body container">
            {wide ? (
              <div className="site-menu__columns">
                {sections.map((section) => (
                  <section key={section.id} className="site-menu__column" aria-labelledby={`menu-${section.id}`}>
                    <h2 id={`menu-${section.id}`}>{section.label}</h2>
                    <SectionLinks section={section} feed={feed} />
                  </section>
                ))}
              </div>
            ) : (
              <DisclosureGroup className="site-menu__accordion">
                {sections.map((section) => (
                  <Disclosure key={section.id} id={section.id} className="site-menu__fold">
                    <Heading level={2}>
                      <Button slot="trigger" className="site-menu__fold-trigger">
                        {section.label}
                        <span className="site-menu__chevron" aria-hidden="true" />
                      </Button>
                    </Heading>
                    <DisclosurePanel className="site-menu__fold-panel">
                      <SectionLinks section={section} feed={feed} />
                    </DisclosurePanel>
                  </Disclosure>
                ))}
              </DisclosureGroup>
            )}
          </div>
          <div className="site-menu__foot container">
            <button type="button" className="button" data-open-contact onClick={() => setOpen(false)}>
              {strings.navContact}
            </button>
            <LanguageToggle />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
