import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useLocation, useNavigation } from "react-router";

/** What a form would send, as strings (files and the submit intent left out). */
export type DraftValues = Record<string, string>;

type StoredDraft = { savedAt: string; version: string; values: DraftValues };

export type LocalDraftOffer = {
  savedAt: string;
  /** The post was saved again after these changes were typed (in another tab, or by someone else). */
  savedSince: boolean;
  values: DraftValues;
};

/** The localStorage key of an editor's unsaved work: one per post, "new" for a post not yet created. */
export const localDraftKey = (scope: string, id: string) => `unsaved-draft:${scope}:${id}`;

function formValues(form: HTMLFormElement): DraftValues {
  const values: DraftValues = {};
  for (const [name, value] of new FormData(form)) {
    if (name !== "intent" && typeof value === "string") values[name] = value;
  }
  return values;
}

const same = (a: DraftValues, b: DraftValues) => JSON.stringify(a) === JSON.stringify(b);

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof parsed.savedAt !== "string" || typeof parsed.values !== "object" || parsed.values === null) return null;
    return { savedAt: parsed.savedAt, version: String(parsed.version ?? ""), values: parsed.values };
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: StoredDraft | null) {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the unsaved-changes warning still guards the work.
  }
}

/**
 * Keeps an editor's unsaved work in this browser's localStorage, so that it
 * survives a reload, a crash or a closed tab: whenever the form's values
 * differ from what it was opened with, they are written under `key` (every
 * input, and every change of `watch`, the values the form holds in state);
 * back to the opened values, the entry goes. A save that succeeded (the
 * action redirected away), and leaving the editor within the app (after
 * the unsaved-changes question), remove it; a reload or a closed tab keeps it.
 *
 * When the editor opens and an entry with other values is there, it is
 * offered (`offer`) and nothing is written until it is restored or
 * discarded. `version` names the saved post the work started from (its
 * last change), to tell when the post was saved again since.
 */
export function useLocalDraft(
  formRef: RefObject<HTMLFormElement | null>,
  { key, version, watch, onRestore }: { key: string; version: string; watch: readonly unknown[]; onRestore: (values: DraftValues) => void },
) {
  const [offer, setOffer] = useState<LocalDraftOffer | null>(null);
  const opened = useRef<DraftValues | null>(null);
  // Nothing is written while an offer waits for an answer, nor once the work is saved.
  const paused = useRef(true);

  const store = useCallback(() => {
    const form = formRef.current;
    if (paused.current || !form || !opened.current) return;
    const values = formValues(form);
    writeDraft(key, same(values, opened.current) ? null : { savedAt: new Date().toISOString(), version, values });
  }, [formRef, key, version]);

  // On opening: the values as loaded, and any work left from before.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    opened.current = formValues(form);
    const left = readDraft(key);
    if (left && !same(left.values, opened.current)) {
      setOffer({ savedAt: left.savedAt, savedSince: left.version !== version, values: left.values });
    } else {
      if (left) writeDraft(key, null);
      paused.current = false;
    }
    // Only when the editor opens (it is remounted for another post or version).
  }, []);

  // Typing: read once React has re-rendered whatever the input changed.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onInput = () => window.setTimeout(store, 0);
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    return () => {
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
    };
  }, [formRef, store]);

  // Values held in state (blocks, choices, the image) reach the form's hidden inputs when rendered.
  useEffect(store, watch);

  // Saved: the save's action redirected away from the editor.
  const navigation = useNavigation();
  const location = useLocation();
  const saved =
    navigation.state === "loading" &&
    navigation.formData?.get("intent") === "save" &&
    navigation.location.pathname !== location.pathname;
  useEffect(() => {
    if (!saved) return;
    paused.current = true;
    writeDraft(key, null);
  }, [saved, key]);

  // Leaving the editor inside the app happens only with no changes or after
  // answering "Leave this page and lose them?" with OK: the work goes. (The
  // editor opening afresh at the same address, for a new version, keeps it.)
  useEffect(() => {
    const path = location.pathname;
    return () => {
      if (window.location.pathname !== path) writeDraft(key, null);
    };
  }, [key]);

  const restore = useCallback(() => {
    if (!offer) return;
    onRestore(offer.values);
    setOffer(null);
    paused.current = false;
    window.setTimeout(store, 0);
  }, [offer, onRestore, store]);

  const discard = useCallback(() => {
    writeDraft(key, null);
    setOffer(null);
    paused.current = false;
  }, [key]);

  /**
   * Forgets the work kept so far: the editor's content is about to be replaced
   * (a revision restored, after which the editor opens afresh). Should that
   * fail, the next change is kept again.
   */
  const forget = useCallback(() => {
    writeDraft(key, null);
    setOffer(null);
    paused.current = false;
  }, [key]);

  return { offer, restore, discard, forget };
}
