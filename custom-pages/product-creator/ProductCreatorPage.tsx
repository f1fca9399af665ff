import { useState } from "react";
import { Alert } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { DRAFT_MSG, DRAFT_STEPS, type Draft } from "../../domain/drafts";
import type { LibraryFile } from "../../domain/library";
import { ProductPicture } from "../../ui/ProductThumbnail";
import type { ChosenBlank } from "./BlankCard";
import { ContinueDraftOffer } from "./ContinueDraftOffer";
import { CreatorFrame } from "./CreatorFrame";
import { itemBlank } from "./designFile";
import { DraftLoadScreen } from "./DraftLoadScreen";
import { forwardOrPublish } from "./forward";
import { BlankStep } from "./steps/BlankStep";
import { DesignStep } from "./steps/DesignStep";
import { MockupsStep } from "./steps/MockupsStep";
import { PricingStep } from "./steps/PricingStep";
import { useCreatorDraft } from "./useCreatorDraft";
import { usePreselectedBlank } from "./usePreselectedBlank";
import { useStepErrors } from "./useStepErrors";
import { useAppDataProvider } from "../../providers/dataProvider";

const LAST = DRAFT_STEPS.single.length - 1;

/**
 * /products/create, /products/create/{smake_id}, and with ?similar={productId} a new product started
 * from a store product: the product creator in four
 * steps. The draft lives on the server (?draft={id}), so going back keeps everything and a reload
 * opens the same step.
 */
const ProductCreatorPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const param = Number(useParams().smakeId) || null;
  const similarParam = Number(useSearchParams()[0].get("similar")) || null;
  const d = useCreatorDraft("single");
  const { errors, summary, attempt, check, show } = useStepErrors();
  const fresh = !d.draft && d.load === "idle";
  const preselected = usePreselectedBlank(fresh ? param : null, fresh ? similarParam : null);
  const { similar } = preselected;
  const [picked, setPicked] = useState<ChosenBlank | null>(null);
  const { draft } = d;
  const item = draft?.items[0] ?? null;
  const step = draft?.step ?? 0;
  // A reopened store product ("Edit design"): the last step updates it rather than publishing a new one.
  const updating = draft !== null && draft.product_id !== null;
  const title = translate(updating ? "app.productCreator.update.title" : "app.productCreator.title");

  const current: ChosenBlank | null = picked ?? (item ? itemBlank(item) : preselected.blank);

  if (d.load === "loading" || d.load === "missing") return <DraftLoadScreen load={d.load} />;

  const leaveBlankStep = async () => {
    if (!current) return show({ items: DRAFT_MSG.chooseProduct });
    await attempt(async () => {
      if (!draft) {
        // Only the store product of ?similar= is the draft's similar product (the catalogue's
        // similar_product_id names a clone's source blank), and only while its blank is the chosen one.
        const created = await d.start([current.id], similar?.blankId === current.id ? similar.id : undefined);
        setPicked(null);
        return d.run(() => dataProvider.updateProductDraft(created.id, { step: 1 }));
      }
      if (item && item.supplier.id !== current.id) {
        await d.run(() => dataProvider.addProductDraftItem(draft.id, current.id));
        await d.run(() => dataProvider.removeProductDraftItem(draft.id, item.key));
      }
      setPicked(null);
      return d.run(() => dataProvider.updateProductDraft(draft.id, { step: 1 }));
    });
  };

  const next = async (current: Draft | null) => {
    if ((current?.step ?? 0) === 0) return leaveBlankStep();
    const published = await forwardOrPublish(current, LAST, { check, attempt, run: d.run, dataProvider });
    if (!published) return;
    if (updating) notify("app.productCreator.update.done", { type: "success" });
    else notify("app.productCreator.published", { type: "success", messageArgs: { smart_count: 1 } });
    navigate(`/products/edit/${published.product_ids[0]}`);
  };

  const applyDesign = async (file: LibraryFile) => {
    if (!draft) return;
    await attempt(() => d.run(() => dataProvider.applyProductDraftDesign(draft.id, file.id)));
  };

  return (
    <CreatorFrame
      title={title}
      steps={DRAFT_STEPS.single.map((name) => translate(`app.productCreator.steps.${name}`))}
      active={step}
      error={summary}
      busy={d.moving}
      nextLabel={
        step === LAST
          ? translate(updating ? "app.productCreator.update.button" : "app.productCreator.publish")
          : undefined
      }
      onBack={step > 0 ? () => void attempt(() => d.setStep(step - 1)) : null}
      onNext={() => void d.advance(next)}
    >
      {updating && item ? (
        <Alert severity="info">{translate("app.productCreator.update.note", { name: item.name })}</Alert>
      ) : null}
      {step === 0 ? (
        <>
          {draft || param || similarParam ? null : (
            <ContinueDraftOffer kind="single" onContinue={d.continueDraft} />
          )}
          {preselected.missing && !picked ? (
            <Alert severity="warning">{translate("app.productCreator.blank.not_found")}</Alert>
          ) : null}
          {!draft && preselected.similarMissing ? (
            <Alert severity="warning">{translate("app.productCreator.similar.missing")}</Alert>
          ) : null}
          {!draft && similar && current?.id === similar.blankId ? (
            <Alert severity="info" icon={<ProductPicture src={similar.photo} alt={similar.name} size={40} />}>
              {translate("app.productCreator.similar.from", { name: similar.name })}
            </Alert>
          ) : null}
          <BlankStep blank={current} onChoose={setPicked} />
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
      {draft && item && step === 3 ? (
        <PricingStep
          item={item}
          errors={errors}
          onPatch={(patch) => void attempt(() => d.patchItem(item.key, patch))}
        />
      ) : null}
    </CreatorFrame>
  );
};

export default ProductCreatorPage;
