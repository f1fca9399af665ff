import type { TranslateFunction } from "react-admin";
import { DEMO_LAUNCH_DESC, NOTHING_DONE, progressSteps, type ProgressStep } from "../../../domain/progress";

const ENGLISH = new Map(progressSteps(1, NOTHING_DONE).map((step) => [step.key, step]));

/**
 * The server words steps in English (domain/progress.ts); a text it sends unchanged is shown
 * in the UI language, any other text (a newer server's) as sent.
 */
export function stepText(step: ProgressStep, translate: TranslateFunction) {
  const english = ENGLISH.get(step.key);
  const key = `app.shell.progress.steps.${step.key}`;
  const desc =
    step.desc === DEMO_LAUNCH_DESC
      ? `${translate("app.shell.launch.demo")}.`
      : step.desc === english?.desc
        ? translate(`${key}.desc`, { _: step.desc })
        : step.desc;
  const name = step.name === english?.name ? translate(`${key}.name`, { _: step.name }) : step.name;
  return { name, desc };
}
