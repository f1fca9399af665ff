import { useEffect, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { useNavigate, useParams } from "react-router-dom";
import { DRAFT_MSG, DRAFT_STEPS, MAX_DRAFT_ITEMS, type Draft } from "../../domain/drafts";
import type { LibraryFile } from "../../domain/library";
import type { ChosenBlank } from "./BlankCard";
import { ContinueDraftOffer } from "./ContinueDraftOffer";
import { CreatorFrame } from "./CreatorFrame";
import { itemBlank } from "./designFile";
import { DraftLoadScreen } from "./DraftLoadScreen";
import { forwardOrPublish } from "./forward";
import { DesignStep } from "./steps/DesignStep";
import { DetailsStep } from "./steps/DetailsStep";
import { LocationsStep } from "./steps/LocationsStep";
import { MockupsStep } from "./steps/MockupsStep";
import { MultiBlanksStep } from "./steps/MultiBlanksStep";
import { useCreatorDraft } from "./useCreatorDraft";
import { useStepErrors } from "./useStepErrors";
import { useAppDataProvider } from "../../providers/dataProvider";

const LAST = DRAFT_STEPS.multiple.length - 1;

/**
 * /products/create/multiple and /products/create/multiple/{id} (a draft's id): the quick creator.
 * Up to 10 blanks, one design for all, mockups per side per product, then details (name, slug,
 * price each) and locations (a front or back mockup each), then publish every product at once.
 */
const MultiCreatorPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const pathId = Number(useParams().id) || null;
  const d = useCreatorDraft("multiple");
  const { errors, summary, attempt, check, show } = useStepErrors();
  const [pending, setPending] = useState<ChosenBlank[]>([]);
  const { draft, continueDraft, load } = d;
  const step = draft?.step ?? 0;

  useEffect(() => {
    if (pathId !== null && load === "idle") continueDraft(pathId);
  }, [pathId, load, continueDraft]);

  if (load === "loading" || load === "missing") return <DraftLoadScreen load={load} />;

  const blanks: ChosenBlank[] = draft ? draft.items.map(itemBlank) : pending;

  const add = (blank: ChosenBlank) => {
    if (blanks.length >= MAX_DRAFT_ITEMS) return show({ items: DRAFT_MSG.maxProducts });
    show({});
    if (draft) void attempt(() => d.run(() => dataProvider.addProductDraftItem(draft.id, blank.id)));
    else setPending((list) => [...list, blank]);
  };
  const remove = (index: number) => {
    const item = draft?.items[index];
    if (draft && item)
      void attempt(() => d.run(() => dataProvider.removeProductDraftItem(draft.id, item.key)));
    else setPending((list) => list.filter((_, i) => i !== index));
  };

  const next = async (current: Draft | null) => {
    if (!current) {
      if (pending.length === 0) return show({ items: DRAFT_MSG.chooseProduct });
      await attempt(async () => {
        const created = await d.start(pending.map((b) => b.id));
        return d.run(() => dataProvider.updateProductDraft(created.id, { step: 1 }));
      });
      return;
    }
    const published = await forwardOrPublish(current, LAST, { check, attempt, run: d.run, dataProvider });
    if (!published) return;
    notify("app.productCreator.published", {
      type: "success",
      messageArgs: { smart_count: published.product_ids.length },
    });
    navigate("/Product");
  };

  const applyDesign = async (file: LibraryFile) => {
    if (draft) await attempt(() => d.run(() => dataProvider.applyProductDraftDesign(draft.id, file.id)));
  };

  return (
    <CreatorFrame
      title={translate("app.productCreator.multi.title")}
      steps={DRAFT_STEPS.multiple.map((name) => translate(`app.productCreator.steps.${name}`))}
      active={step}
      error={summary}
      busy={d.moving}
      nextLabel={step === LAST ? translate("app.productCreator.publish") : undefined}
      onBack={step > 0 ? () => void attempt(() => d.setStep(step - 1)) : null}
      onNext={() => void d.advance(next)}
    >
      {step === 0 ? (
        <>
          {draft || pathId ? null : <ContinueDraftOffer kind="multiple" onContinue={continueDraft} />}
          <MultiBlanksStep blanks={blanks} onAdd={add} onRemove={remove} />
        </>
      ) : null}
      {draft && step === 1 ? <DesignStep draft={draft} onPick={applyDesign} /> : null}
      {draft && step === 2 ? (
        <MockupsStep
          draft={draft}
          busy={d.busy}
          run={d.run}
          patchItem={d.patchItem}
          setDraft={d.setDraft}
          errors={errors}
        />
      ) : null}
      {draft && step === 3 ? (
        <DetailsStep
          draft={draft}
          errors={errors}
          onPatch={(key, patch) => void attempt(() => d.patchItem(key, patch))}
        />
      ) : null}
      {draft && step === 4 ? <LocationsStep draft={draft} errors={errors} /> : null}
    </CreatorFrame>
  );
};

export default MultiCreatorPage;
