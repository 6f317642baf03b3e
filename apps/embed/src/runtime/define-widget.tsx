/**
 * Turns a widget definition (attribute schema, checks, render) into the `mount` a chunk exports.
 *
 * Each mounted widget gets its own React root inside its own shadow root: a container for the tree
 * and one for portals (menus, tooltips), both under the embed's stylesheet. The settings are parsed
 * on every mount and update; bad ones replace the widget with a card naming them. The widget sits in
 * an error boundary, so a crash shows a card in that widget only. New settings remount the widget
 * (the calculators take them as initial values), and only that widget: the others are separate roots.
 */
import type { CalculatorEventHandler, ThemeName } from '@penzugy/widgets';
import { ThemeRoot } from '@penzugy/widgets';
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AttributeInput } from '../attributes';
import type { WidgetName } from '../catalogue';
import { parseAttributes, type AttributeProblem, type AttributeSpecs, type ValuesOf } from '../config/schema';
import { CONFIG_STRINGS } from '../config/strings';
import type { MountFunction, MountOptions } from '../contract';
import * as styles from './embed.css';
import { ErrorBoundary } from './ErrorBoundary';
import { createEmitter, type Emit } from './events';
import { PortalContainerContext } from './portal-context';
import { ConfigProblemCard } from './ProblemCards';
import { adoptStyles } from './style-registry';
import { installVerifiedImports } from './verified-import';
import './theme-overrides.css';

/** Settings every widget has. `mode` and `loading` are the loader's; they are listed so they are known. */
export const COMMON_ATTRIBUTES = {
  /** Colour mode; 'auto' follows the reader's system setting. @default 'light' */
  theme: { type: 'choice', values: ['light', 'dark', 'auto'] },
  /** 'iframe' renders the widget in an iframe from our origin (full isolation, automatic height). @default 'inline' */
  mode: { type: 'choice', values: ['inline', 'iframe'] },
  /** 'eager' loads the widget at once instead of when it nears the viewport. @default 'lazy' */
  loading: { type: 'choice', values: ['lazy', 'eager'] },
  /**
   * Inline mode: the origins of pages that frame the partner's page and may receive the widget's
   * events as postMessages (they carry what the reader typed). @default none: events stay on the page
   */
  'message-origins': { type: 'origins' },
} as const satisfies AttributeSpecs;

/** The default colour mode: partner pages are mostly light articles. */
export const DEFAULT_THEME = 'light';

/** What a widget's render function gets besides its settings. */
export interface WidgetServices {
  /** The calculators' `onEvent`: forwards their events as `penzugy:<type>`. */
  onEvent: CalculatorEventHandler;
  /** Sends any other event. */
  emit: Emit;
}

/** Where the settings came from, for checks that name attributes. */
export interface CheckContext {
  input: readonly AttributeInput[];
  kind: MountOptions['kind'];
}

export interface WidgetDefinition<A extends AttributeSpecs> {
  name: WidgetName;
  /** The widget's own settings (the common ones are added). */
  attributes: A;
  /** Range and cross-field checks beyond the types (usually finance-core's own validation). */
  check?: (values: ValuesOf<A>, context: CheckContext) => AttributeProblem[];
  render: (values: ValuesOf<A>, services: WidgetServices) => ReactNode;
}

const darkQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null);

/** 'light' | 'dark' for a theme setting, following the system for 'auto'. */
function useResolvedTheme(setting: string | undefined): ThemeName {
  const system = useSyncExternalStore(
    (onChange) => {
      const q = darkQuery();
      q?.addEventListener('change', onChange);
      return () => q?.removeEventListener('change', onChange);
    },
    () => (darkQuery()?.matches ? 'dark' : 'light'),
  );
  const theme = setting ?? DEFAULT_THEME;
  return theme === 'auto' ? system : (theme as ThemeName);
}

interface EmbedRootProps {
  theme: string | undefined;
  portal: HTMLElement;
  emit: Emit;
  problems: readonly AttributeProblem[];
  /** Changes when the settings change, to remount the widget with them. */
  settingsKey: string;
  children: ReactNode;
}

function EmbedRoot({ theme, portal, emit, problems, settingsKey, children }: EmbedRootProps) {
  const resolved = useResolvedTheme(theme);
  // A layout effect runs before every passive effect of the tree, so `ready` precedes the widget's first `result`.
  useLayoutEffect(() => emit('ready', { ok: problems.length === 0 }), [emit, problems.length]);
  return (
    <PortalContainerContext.Provider value={portal}>
      <ThemeRoot theme={resolved} className={styles.theme}>
        {problems.length > 0 ? (
          <ConfigProblemCard problems={problems} />
        ) : (
          <ErrorBoundary
            key={settingsKey}
            onError={(e) => emit('error', { message: e instanceof Error ? e.message : String(e) })}
          >
            {children}
          </ErrorBoundary>
        )}
      </ThemeRoot>
    </PortalContainerContext.Provider>
  );
}

/** The `mount` of a widget chunk. */
export function defineWidget<A extends AttributeSpecs>(definition: WidgetDefinition<A>): MountFunction {
  const specs = { ...COMMON_ATTRIBUTES, ...definition.attributes };
  const known = Object.keys(specs);
  return (host, shadow, options) => {
    const container = document.createElement('div');
    const portal = document.createElement('div');
    for (const el of [container, portal]) {
      el.className = styles.root;
      el.lang = 'hu';
    }
    shadow.replaceChildren(container, portal);
    adoptStyles(shadow);
    installVerifiedImports(options.importFile);

    // In iframe mode the frame page's parent is the partner page that the loader runs on; inline,
    // the parent is whoever frames the partner's page, so only the page's own origin (a frame of the
    // partner's own site, issue 26) and the origins the partner lists get events.
    const targets: string[] = options.frameParentOrigin ? [options.frameParentOrigin] : [];
    const emit = createEmitter(host, definition.name, targets);
    const onEvent: CalculatorEventHandler = (event) => emit(event.type, { ...event });
    const root = createRoot(container);
    let lastProblems = '';

    const render = (input: readonly AttributeInput[]) => {
      const parsed = parseAttributes(specs, input, options.kind);
      if (!options.frameParentOrigin)
        targets.splice(
          0,
          targets.length,
          location.origin,
          ...((parsed.values as { 'message-origins'?: string[] })['message-origins'] ?? []),
        );
      const values = parsed.values as ValuesOf<A>;
      // Ranges are checked only on well-typed values; a type error is reported first.
      const problems =
        parsed.problems.length > 0
          ? parsed.problems
          : (definition.check?.(values, { input, kind: options.kind }) ?? []);
      if (parsed.unknown.length > 0)
        console.warn(CONFIG_STRINGS.unknownWarning(definition.name, parsed.unknown, known));
      const problemsKey = JSON.stringify(problems);
      if (problems.length > 0 && problemsKey !== lastProblems)
        emit('error', { message: CONFIG_STRINGS.cardTitle, problems });
      lastProblems = problemsKey;
      root.render(
        <EmbedRoot
          theme={parsed.values.theme}
          portal={portal}
          emit={emit}
          problems={problems}
          settingsKey={JSON.stringify(values)}
        >
          {problems.length === 0 && <WidgetBody render={() => definition.render(values, { onEvent, emit })} />}
        </EmbedRoot>,
      );
    };
    render(options.attributes);

    return {
      update: render,
      unmount() {
        root.unmount();
        shadow.replaceChildren();
      },
    };
  };
}

/** Renders the widget inside the boundary, so an error thrown while building its props is caught too. */
function WidgetBody({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}
