import { useEffect, useRef } from 'react';
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { EditionChoices, editionOf, editionSearch } from '../components/edition-choices.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { ChoiceField, TextField } from '../components/form-fields.tsx';
import { refusalOf, valuesFrom, type FormRefusal } from '../lib/form-refusal.ts';
import { staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { StaffMenu, StaffMenuItem } from '../lib/staff-site-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const buttonClass = 'rounded bg-brand-700 px-3 py-1 font-semibold text-white disabled:opacity-60';
const dangerClass = 'rounded border border-danger-700 px-3 py-1 text-danger-700';
const deepest = 3;
const fields = ['web_name', 'web_url', 'position'] as const;

const menuTypeOf = (value: string | null) => (value === 'footer' ? 'footer' : 'main');

/** The menu of one edition, language and type (`store`, `content_language`, `menu_type`). */
export async function menusLoader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams;
  const search = editionSearch(asked);
  search.set('menu_type', menuTypeOf(asked.get('menu_type')));
  const menu = await staffApiForPage<StaffMenu>(request, 'menus/', { query: search });
  return { search, menu };
}

/** Which of the page's forms was sent: 'add-top', 'add-<parent>' or 'edit-<item>'. */
type MenuResult =
  | { ok: true; form: string; message: 'saved' | 'added' | 'removed' }
  | (FormRefusal & { formKey: string });

/** Adds, saves or removes one item; a refusal shows on the form that was sent, typing kept. */
export async function menusAction({ request }: ActionFunctionArgs): Promise<MenuResult> {
  const form = await request.formData();
  const values = valuesFrom(form, fields);
  const formKey = String(form.get('form_key') ?? '');
  const id = String(form.get('id') ?? '');
  const asked = new URL(request.url).searchParams;
  try {
    switch (form.get('intent')) {
      case 'remove':
        await staffApi(`menus/items/${id}/`, { method: 'DELETE' });
        return { ok: true, form: formKey, message: 'removed' };
      case 'save':
        await staffApi(`menus/items/${id}/`, {
          method: 'PUT',
          body: { ...values, position: Number(values.position) },
        });
        return { ok: true, form: formKey, message: 'saved' };
      default: {
        const parent = String(form.get('parent_id') ?? '');
        await staffApi('menus/items/', {
          method: 'POST',
          body: {
            ...editionOf(asked),
            menu_type: menuTypeOf(asked.get('menu_type')),
            parent_id: parent === '' ? null : Number(parent),
            web_name: values.web_name,
            web_url: values.web_url,
          },
        });
        return { ok: true, form: formKey, message: 'added' };
      }
    }
  } catch (error) {
    return { ...refusalOf(error, [...fields, 'parent_id'], values), formKey };
  }
}

export function MenusPage() {
  const { search, menu } = useLoaderData<typeof menusLoader>();
  const { t } = useStaffLanguage();
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <title>{`${t('staffApp.site.menus.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.site.menus.title')}</h1>
      <FilterForm search={search} submitLabel={t('staffApp.site.show')}>
        <EditionChoices search={search} />
        <ChoiceField
          name="menu_type"
          label={t('staffApp.site.menus.menuType')}
          value={menu.menu_type}
          options={[
            { value: 'main', label: t('staffApp.site.menus.main') },
            { value: 'footer', label: t('staffApp.site.menus.footer') },
          ]}
        />
      </FilterForm>
      <Outcome />
      {menu.items.length === 0 ? (
        <p>{t('staffApp.site.menus.empty')}</p>
      ) : (
        <MenuBranch items={menu.items} />
      )}
      <section aria-labelledby="add-top-title" className="rounded border border-line bg-white p-3">
        <h2 id="add-top-title" className="font-semibold">
          {t('staffApp.site.menus.addTop')}
        </h2>
        <ItemForm formKey="add-top" />
      </section>
    </div>
  );
}

/** The message of the last change (a refusal shows on the form that was sent). */
function Outcome() {
  const result = useActionData<MenuResult>();
  const { t } = useStaffLanguage();
  if (result === undefined || !result.ok) return null;
  return (
    <p role="status" className="rounded bg-green-50 p-2 text-green-900">
      {t(
        result.message === 'added'
          ? 'staffApp.site.menus.added'
          : result.message === 'removed'
            ? 'staffApp.site.removed'
            : 'staffApp.site.saved',
      )}
    </p>
  );
}

function MenuBranch({ items }: { items: StaffMenuItem[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} />
      ))}
    </ul>
  );
}

function MenuEntry({ item }: { item: StaffMenuItem }) {
  const { t } = useStaffLanguage();
  const result = useActionData<MenuResult>();
  const editKey = `edit-${item.id}`;
  const addKey = `add-${item.id}`;
  const refusedHere = (key: string) => result !== undefined && !result.ok && result.formKey === key;
  return (
    <li className="rounded border border-line bg-white p-2">
      <details open={refusedHere(editKey) || undefined}>
        <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3">
          <span className="font-semibold">{item.web_name}</span>
          <span className="text-sm break-all text-ink-soft">{item.web_url}</span>
          <span className="text-xs text-ink-soft">
            {t('staffApp.site.menus.level', { level: item.level })}
          </span>
          <span className="ml-auto text-sm text-brand-700 underline">
            {t('staffApp.site.edit')}
          </span>
        </summary>
        <div className="mt-2 flex flex-col gap-2 border-t border-line pt-2">
          <ItemForm formKey={editKey} item={item} />
          <Form
            method="post"
            onSubmit={(event) => {
              if (!confirm(t('staffApp.site.menus.removeConfirm', { name: item.web_name })))
                event.preventDefault();
            }}
          >
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="form_key" value={editKey} />
            <button type="submit" name="intent" value="remove" className={dangerClass}>
              {t('staffApp.site.remove')}
            </button>
          </Form>
        </div>
      </details>
      <div className="mt-2 ml-4 flex flex-col gap-2">
        {item.sub_items.length > 0 && <MenuBranch items={item.sub_items} />}
        {item.level < deepest ? (
          <details open={refusedHere(addKey) || undefined}>
            <summary className="cursor-pointer text-sm text-brand-700 underline">
              {t('staffApp.site.menus.addChild', { name: item.web_name })}
            </summary>
            <ItemForm formKey={addKey} parentId={item.id} />
          </details>
        ) : null}
      </div>
    </li>
  );
}

/** A new item's form (under `parentId`, or at the first level), or an item's edit form. */
function ItemForm({
  formKey,
  item,
  parentId,
}: {
  formKey: string;
  item?: StaffMenuItem;
  parentId?: number;
}) {
  const { t } = useStaffLanguage();
  const result = useActionData<MenuResult>();
  const busy = useNavigation().state === 'submitting';
  const refused = result !== undefined && !result.ok && result.formKey === formKey ? result : null;
  const values = refused?.values ?? {
    web_name: item?.web_name ?? '',
    web_url: item?.web_url ?? '',
    position: String(item?.position ?? 0),
  };
  const errorsOf = (name: string) => refused?.errors[name] ?? [];
  const added = result?.ok === true && result.form === formKey && result.message === 'added';
  const formRef = useRef<HTMLFormElement>(null);
  // An add form is emptied once its item is in the menu, ready for the next one.
  useEffect(() => {
    if (added) formRef.current?.reset();
  }, [added, result]);
  const problems = [...(refused?.form ?? []), ...errorsOf('parent_id')];
  return (
    <Form
      method="post"
      ref={formRef}
      // Keyed by what it shows, so a refused submission refills every field as typed.
      key={`${formKey}-${JSON.stringify(values)}`}
      className="mt-2 flex flex-wrap items-start gap-3"
    >
      {problems.length > 0 && (
        <p role="alert" className="w-full rounded bg-danger-50 p-2 text-danger-700">
          {problems.join(' ')}
        </p>
      )}
      <input type="hidden" name="form_key" value={formKey} />
      {item && <input type="hidden" name="id" value={item.id} />}
      {parentId !== undefined && <input type="hidden" name="parent_id" value={parentId} />}
      <TextField
        id={`${formKey}-web_name`}
        name="web_name"
        label={t('staffApp.site.menus.name')}
        defaultValue={values.web_name}
        errors={errorsOf('web_name')}
        required
        maxLength={120}
      />
      <TextField
        id={`${formKey}-web_url`}
        name="web_url"
        label={t('staffApp.site.menus.link')}
        defaultValue={values.web_url}
        errors={errorsOf('web_url')}
        required
        maxLength={500}
        title={t('staffApp.site.linkHint')}
        className="min-w-64 grow"
      />
      {item && (
        <TextField
          id={`${formKey}-position`}
          name="position"
          type="number"
          min={0}
          max={1000}
          label={t('staffApp.site.menus.position')}
          defaultValue={values.position}
          errors={errorsOf('position')}
          inputClassName="w-24 rounded border border-ink-soft bg-white px-2 py-1"
        />
      )}
      <button
        type="submit"
        name="intent"
        value={item ? 'save' : 'add'}
        disabled={busy}
        className={`${buttonClass} mt-6`}
      >
        {t(item ? 'staffApp.site.save' : 'staffApp.site.menus.add')}
      </button>
    </Form>
  );
}
