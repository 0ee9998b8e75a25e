import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';

import type { DataLabFiltersProps, FieldName, FilterErrors, FilterValues } from '../../../model/data-lab';
import {
  ALL,
  clearDependents,
  emptyFilters,
  filterCount,
  filterQuery,
  MAX_OPTIONS,
  primaryOptionsDisabled,
  secondaryChoices,
  secondaryDriverDisabled,
  secondaryOptionsDisabled,
  validate,
} from '../../../model/rules/data-lab-filters';
import { withScriptOnly } from '../../components/script-media.css';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';
import { useIslandId } from '../../islands/island-id';

import { trackDataLab } from './analytics';
import * as styles from './DataLabFilters.css';
import { OptionChecks } from './OptionChecks';
import { useEnhanced, useViewportQuery } from './use-viewport';

/** Navigation, behind a seam so tests can watch it. */
export const navigate = { to: (href: string) => window.location.assign(href) };

/**
 * The Data Lab filter form (spec §2, §4, §5): primary driver (default All), up to two of its options, a
 * secondary driver other than the primary and up to two of its options. Dependents are disabled and cleared as
 * §4 says; Apply checks the §5 rules, shows its loading state and navigates the whole page. Without script it
 * is a plain GET form that the route checks the same way. On desktop it is the 351px pane; below, a 'Filters'
 * bar with the count badge opens it as a drawer, laid out so by the server's HTML already (no shift on hydration).
 */
export function DataLabFilters({
  action,
  drivers,
  values: initial,
  errors: initialErrors,
  draft,
  allLabel,
  inline = false,
}: DataLabFiltersProps) {
  const { t } = useTranslations(translations);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FilterErrors>(initialErrors);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const enhanced = useEnhanced();
  const desktop = useViewportQuery(styles.DESKTOP_QUERY);
  const drawer = enhanced && !desktop && !inline;
  const toggle = useRef<HTMLAnchorElement>(null);
  const closeButton = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const ids = {
    panel: useIslandId('panel'),
    bar: useIslandId('bar'),
    heading: useIslandId('heading'),
    primary: useIslandId('primary'),
    primaryOptions: useIslandId('primary-options'),
    secondary: useIslandId('secondary'),
    secondaryOptions: useIslandId('secondary-options'),
  };

  // Spec §2: the drawer closes itself when the viewport is no longer mobile.
  useEffect(() => {
    const list = window.matchMedia(styles.DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);

  // The results page's pane (never the inline landing form) reports the results it shows (spec §2 analytics).
  useEffect(() => {
    if (inline || Object.keys(initialErrors).length > 0) return;
    trackDataLab('results', window.location.search);
  }, [inline, initialErrors]);

  // Back from the next page (back-forward cache): no longer loading.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setLoading(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  useEffect(() => {
    if (open && drawer) closeButton.current?.focus();
  }, [open, drawer]);

  // Opened before the script ran (the Filters bar is a link to the pane: CSS opens its :target): the drawer now.
  useEffect(() => {
    // The address is the browser's alone: read once hydrated, so the server's HTML and the hydration agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!inline && window.location.hash === `#${ids.panel}`) setOpen(true);
  }, [inline, ids.panel]);

  const closeDrawer = () => {
    setOpen(false);
    // The pane is no longer the address's target (CSS would keep a targeted pane open).
    if (window.location.hash === `#${ids.panel}`) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    toggle.current?.focus();
  };
  const openDrawer = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  // The two links act as buttons: Space presses them too.
  const pressOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };

  const update = (next: FilterValues, field: FieldName) => {
    const cleared = clearDependents(next, drivers);
    setValues(cleared);
    // A changed field's message goes; so do those of fields that were just cleared.
    setErrors((previous) => {
      const kept: FilterErrors = { ...previous };
      delete kept[field];
      for (const name of Object.keys(kept) as FieldName[]) {
        if (JSON.stringify(cleared[name]) !== JSON.stringify(values[name])) delete kept[name];
      }
      return kept;
    });
  };

  const choose = (
    field: 'primaryDriverOptions' | 'secondaryDriverOptions',
    name: string,
    checked: boolean,
  ) => {
    const list = values[field];
    if (checked && list.length >= MAX_OPTIONS) {
      setErrors({ ...errors, [field]: 'Select up to two options' });
      return;
    }
    update({ ...values, [field]: checked ? [...list, name] : list.filter((item) => item !== name) }, field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = validate(values, drivers);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    const query = filterQuery(values, draft);
    trackDataLab('apply', query);
    navigate.to(`${action}?${query}`);
  };

  const clearAll = () => {
    setValues(emptyFilters);
    setErrors({});
  };

  // Keeps Tab inside the open drawer; Escape closes it (focus back on the Filters bar).
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!drawer || !open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeDrawer();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [
      ...panel.current.querySelectorAll<HTMLElement>('button, select, input, a[href]'),
    ].filter(
      (element) => !(element as HTMLInputElement).disabled && element.getAttribute('type') !== 'hidden',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const message = (field: FieldName) => {
    const key = errors[field];
    return key ? (
      <p id={`${ids.panel}-${field}-error`} className={styles.error}>
        {t(key)}
      </p>
    ) : null;
  };
  const described = (field: FieldName) => (errors[field] ? `${ids.panel}-${field}-error` : undefined);
  const primary = drivers.find((driver) => driver.name === values.primaryDriver);
  const secondaryList = secondaryChoices(drivers, values.primaryDriver);
  const secondary = secondaryList.find((driver) => driver.name === values.secondaryDriver);
  const unknownPrimary = values.primaryDriver !== ALL && values.primaryDriver !== '' && !primary;
  const count = filterCount(values);
  const drawerOpen = drawer && open;

  return (
    <div className={styles.root} data-drawer={inline ? undefined : ''}>
      {inline ? null : (
        <div className={styles.bar}>
          {/* A link to the pane, so it opens (CSS :target) before the script runs too. */}
          <a
            ref={toggle}
            href={`#${ids.panel}`}
            role="button"
            id={ids.bar}
            className={styles.toggle}
            aria-expanded={drawerOpen}
            aria-controls={ids.panel}
            onClick={openDrawer}
            onKeyDown={pressOnSpace}
          >
            {t('Filters')}
            {/* A span takes no aria-label (it has no role): the badge shows the count, the hidden text says it. */}
            <span className={styles.badge} aria-hidden="true">
              {count}
            </span>
            <span className={styles.visuallyHidden}>{t('{count} filters chosen', { count })}</span>
          </a>
        </div>
      )}
      {drawerOpen ? <div className={styles.backdrop} onClick={closeDrawer} aria-hidden="true" /> : null}
      <div
        ref={panel}
        id={ids.panel}
        className={inline ? `${styles.panel} ${styles.inlinePanel}` : styles.panel}
        data-open={drawerOpen || undefined}
        role={drawerOpen ? 'dialog' : undefined}
        aria-modal={drawerOpen || undefined}
        aria-labelledby={drawerOpen ? ids.heading : undefined}
        onKeyDown={onPanelKey}
      >
        {inline ? null : (
          <>
            <div className={styles.drawerHead}>
              <h2 className={styles.paneHeading} id={drawer ? ids.heading : undefined}>
                {t('Filters')}
              </h2>
              <a
                ref={closeButton}
                href={`#${ids.bar}`}
                role="button"
                className={styles.close}
                aria-label={t('Close filters')}
                onClick={(event) => {
                  event.preventDefault();
                  closeDrawer();
                }}
                onKeyDown={pressOnSpace}
              >
                <span aria-hidden="true">✕</span>
              </a>
            </div>
            <h2 className={styles.desktopHeading} id={drawer ? undefined : ids.heading}>
              {t('Filters')}
            </h2>
          </>
        )}
        <form className={styles.form} action={action} method="get" noValidate onSubmit={submit}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.primary}>
              {t('Primary driver')}
            </label>
            <select
              id={ids.primary}
              name="primaryDriver"
              className={styles.select}
              value={values.primaryDriver}
              aria-invalid={errors.primaryDriver ? true : undefined}
              aria-describedby={described('primaryDriver')}
              onChange={(event) => update({ ...values, primaryDriver: event.target.value }, 'primaryDriver')}
            >
              {values.primaryDriver === '' ? <option value="">{t('Select an option')}</option> : null}
              <option value={ALL}>{allLabel}</option>
              {drivers.map((driver) => (
                <option key={driver.name} value={driver.name}>
                  {driver.label}
                </option>
              ))}
              {unknownPrimary ? <option value={values.primaryDriver}>{values.primaryDriver}</option> : null}
            </select>
            {message('primaryDriver')}
          </div>
          <OptionChecks
            id={ids.primaryOptions}
            name="primaryDriverOptions"
            legend={t('Primary driver options')}
            hint={primaryOptionsDisabled(values) ? t('Choose a primary driver first') : t('Up to two')}
            options={primary?.options ?? []}
            chosen={values.primaryDriverOptions}
            disabled={primaryOptionsDisabled(values)}
            error={message('primaryDriverOptions')}
            describedBy={described('primaryDriverOptions')}
            onChange={(name, checked) => choose('primaryDriverOptions', name, checked)}
          />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.secondary}>
              {t('Secondary driver')}
            </label>
            <select
              id={ids.secondary}
              name="secondaryDriver"
              className={styles.select}
              value={values.secondaryDriver}
              disabled={secondaryDriverDisabled(values)}
              aria-invalid={errors.secondaryDriver ? true : undefined}
              aria-describedby={
                [secondaryDriverDisabled(values) ? `${ids.secondary}-hint` : '', described('secondaryDriver')]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onChange={(event) =>
                update({ ...values, secondaryDriver: event.target.value }, 'secondaryDriver')
              }
            >
              <option value="">{t('None')}</option>
              {secondaryList.map((driver) => (
                <option key={driver.name} value={driver.name}>
                  {driver.label}
                </option>
              ))}
              {values.secondaryDriver && !secondary ? (
                <option value={values.secondaryDriver}>{values.secondaryDriver}</option>
              ) : null}
            </select>
            {secondaryDriverDisabled(values) ? (
              // Why it waits, for a reader with script and without (the form is sent to change it).
              <p id={`${ids.secondary}-hint`} className={styles.hint}>
                {t('Choose primary driver options first')}
              </p>
            ) : null}
            {message('secondaryDriver')}
          </div>
          <OptionChecks
            id={ids.secondaryOptions}
            name="secondaryDriverOptions"
            legend={t('Secondary driver options')}
            hint={secondaryOptionsDisabled(values) ? t('Choose a secondary driver first') : t('Up to two')}
            options={secondary?.options ?? []}
            chosen={values.secondaryDriverOptions}
            disabled={secondaryOptionsDisabled(values)}
            error={message('secondaryDriverOptions')}
            describedBy={described('secondaryDriverOptions')}
            onChange={(name, checked) => choose('secondaryDriverOptions', name, checked)}
          />
          {draft !== null ? <input type="hidden" name="draft" value={draft} /> : null}
          <div className={styles.actions}>
            <button type="button" className={`${styles.clear} ${withScriptOnly}`} onClick={clearAll}>
              {t('Clear all')}
            </button>
            <button type="submit" className={styles.apply} aria-disabled={loading || undefined}>
              {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
              {loading ? t('Applying filters') : t('Apply filters')}
            </button>
          </div>
          <p role="status" className={styles.visuallyHidden}>
            {loading ? t('Applying filters') : ''}
          </p>
        </form>
      </div>
    </div>
  );
}
