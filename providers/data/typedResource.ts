import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from "react-admin";

/**
 * A resource's calls written for the records they really answer (`R`). react-admin types every
 * dataProvider method as generic in the record type its caller expects, which no implementation can
 * honour; `typedResource` widens these once, so no adapter casts on its own.
 */
export interface TypedResource<R extends RaRecord = RaRecord> {
  getList?(params: GetListParams): Promise<GetListResult<R>>;
  getOne?(id: number, params: GetOneParams): Promise<R>;
  /** Without it, getMany reads each record with getOne. */
  getMany?(ids: number[], params: GetManyParams): Promise<R[]>;
  getManyReference?(params: GetManyReferenceParams): Promise<GetManyReferenceResult<R>>;
  create?(data: Record<string, unknown>, params: CreateParams): Promise<R>;
  update?(id: number, data: Record<string, unknown>, params: UpdateParams): Promise<R>;
  delete?(id: number): Promise<void>;
}

const widen = <Result>(answer: Promise<unknown>): Promise<Result> => answer as Promise<Result>;

const asFields = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};

type Provided<C> =
  | Extract<keyof C, keyof DataProvider>
  | (C extends { getOne: unknown } ? "getMany" : never)
  | (C extends { delete: unknown } ? "deleteMany" : never);

/** The dataProvider methods a TypedResource's calls make: its own, getMany by getOne, deleteMany by delete. */
export type ResourceAdapter<C> = Pick<DataProvider, Provided<C>>;

/** The dataProvider methods of a resource whose calls know their records (see TypedResource). */
export function typedResource<C extends TypedResource>(calls: C): ResourceAdapter<C> {
  const adapter: Partial<DataProvider> = {};
  const { getList, getOne, getMany, getManyReference, create, update, delete: remove } = calls;
  if (getList)
    adapter.getList = <T extends RaRecord>(_resource: string, params: GetListParams) =>
      widen<GetListResult<T>>(getList(params));
  if (getOne)
    adapter.getOne = <T extends RaRecord>(_resource: string, params: GetOneParams) =>
      widen<GetOneResult<T>>(getOne(Number(params.id), params).then((data) => ({ data })));
  const readMany =
    getMany ?? (getOne ? (ids: number[]) => Promise.all(ids.map((id) => getOne(id, { id }))) : undefined);
  if (readMany)
    adapter.getMany = <T extends RaRecord>(_resource: string, params: GetManyParams) =>
      widen<GetManyResult<T>>(readMany(params.ids.map(Number), params).then((data) => ({ data })));
  if (getManyReference)
    adapter.getManyReference = <T extends RaRecord>(_resource: string, params: GetManyReferenceParams) =>
      widen<GetManyReferenceResult<T>>(getManyReference(params));
  if (create)
    adapter.create = <T extends RaRecord>(_resource: string, params: CreateParams) =>
      widen<CreateResult<T>>(create(asFields(params.data), params).then((data) => ({ data })));
  if (update)
    adapter.update = <T extends RaRecord>(_resource: string, params: UpdateParams) =>
      widen<UpdateResult<T>>(
        update(Number(params.id), asFields(params.data), params).then((data) => ({ data })),
      );
  if (remove) {
    adapter.delete = <T extends RaRecord>(_resource: string, params: DeleteParams<T>) =>
      widen<DeleteResult<T>>(
        remove(Number(params.id)).then(() => ({ data: params.previousData ?? { id: params.id } })),
      );
    // One at a time: each delete is checked and answered on its own.
    adapter.deleteMany = async <T extends RaRecord>(_resource: string, params: DeleteManyParams<T>) => {
      for (const id of params.ids) await remove(Number(id));
      return widen<DeleteManyResult<T>>(Promise.resolve({ data: params.ids }));
    };
  }
  return adapter as ResourceAdapter<C>;
}
