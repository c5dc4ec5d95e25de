import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type FieldValues, type Resolver, type ResolverOptions } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { MESSAGES } from '../../constants.js';
import { loginInputSchema, type LoginInput } from '../../schemas/login.js';
import { createTeamInputSchema, guestFormSchema, type GuestForm } from '../../schemas/index.js';
import { renderWithProviders } from '../../testing/index.js';
import { lazyResolver, type LazyResolver } from '../lazy-resolver.js';
import { schemaResolver } from '../schema-resolver.js';

/** What react-hook-form passes a resolver on a submit, once per criteria mode. */
const optionsOf = <Values extends FieldValues = FieldValues>(criteriaMode: 'firstError' | 'all') =>
  ({ fields: {}, shouldUseNativeValidation: false, criteriaMode }) as ResolverOptions<Values>;

/** The cases' schemas differ: each resolver is called on the values of its own. */
type AnyResolver = Resolver<FieldValues, unknown, unknown>;

/** A form's validation module as a test gives it: the download and the run of the schema, each counted. */
function validationOf<Schema extends z.$ZodType<unknown, FieldValues>>(schema: Schema) {
  const run = jest.fn((): Promise<Schema> => Promise.resolve(schema));
  const download = jest.fn(() => Promise.resolve({ schema: run }));
  return { download, run, resolver: () => lazyResolver(download, (validation) => validation.schema()) };
}

describe('lazyResolver', () => {
  it.each([
    ['the login form, empty', loginInputSchema, { email: '', password: '' }],
    ['the login form, with an address that is not one', loginInputSchema, { email: 'not an address', password: 'x' }],
    ['the login form, filled in', loginInputSchema, { email: ' ada@example.com ', password: 'secret' }],
    ['the guest form, empty', guestFormSchema, { fullName: '', tShirtSize: '', picture: null } as unknown as GuestForm],
    ['Add Team, untouched', createTeamInputSchema, { name: '', contestants: [{}] }],
  ])('answers what zodResolver answers: %s', async (_case, schema, values) => {
    const lazy = validationOf(schema).resolver() as unknown as AnyResolver;
    const eager = zodResolver(schema) as unknown as AnyResolver;
    for (const mode of ['firstError', 'all'] as const) {
      const expected = await eager(values, undefined, optionsOf(mode));
      expect(await lazy(values, undefined, optionsOf(mode))).toEqual(expected);
    }
  });

  it('answers the schema’s own messages', async () => {
    const lazy = validationOf(loginInputSchema).resolver();
    const { errors } = await lazy({ email: '', password: '' }, undefined, optionsOf<LoginInput>('firstError'));
    expect(errors.email?.message).toBe(MESSAGES.required);
    expect(errors.password?.message).toBe(MESSAGES.required);
  });

  it('downloads and runs the schema once, and downloads again after a download that failed', async () => {
    const { download, run, resolver } = validationOf(loginInputSchema);
    download.mockRejectedValueOnce(new Error('offline'));
    const lazy = resolver();
    const values = { email: 'ada@example.com', password: 'secret' };
    const options = optionsOf<LoginInput>('firstError');
    await expect(lazy(values, undefined, options)).rejects.toThrow('offline');
    expect(await lazy(values, undefined, options)).toEqual({ values, errors: {} });
    await lazy(values, undefined, options);
    expect(download).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('takes one of shared’s schemas by name', async () => {
    const lazy = schemaResolver((schemas) => schemas.guestFormSchema) as unknown as AnyResolver;
    const values = { fullName: 'ada', tShirtSize: '', picture: null };
    const expected = await (zodResolver(guestFormSchema) as unknown as AnyResolver)(values, undefined, optionsOf('all'));
    expect(await lazy(values, undefined, optionsOf('all'))).toEqual(expected);
  });
});

describe('a form with a lazy resolver', () => {
  function LoginLikeForm({ resolver }: { resolver: LazyResolver<LoginInput, LoginInput> }) {
    const form = useForm<LoginInput>({ resolver, defaultValues: { email: '', password: '' } });
    return (
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate {...resolver.firstUse}>
        <p>Sign in</p>
        <label>
          Email <input {...form.register('email')} />
        </label>
        {form.formState.errors.email && <p>{form.formState.errors.email.message}</p>}
        <button type="submit">Log in</button>
      </form>
    );
  }

  it('downloads nothing when drawn, downloads on the first focus, runs the schema at the first validation', async () => {
    const { download, run, resolver } = validationOf(loginInputSchema);
    renderWithProviders(<LoginLikeForm resolver={resolver()} />);
    expect(download).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody');
    expect(download).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
    expect(download).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('downloads on a pointer-down inside the form that focuses nothing', async () => {
    const { download, resolver } = validationOf(loginInputSchema);
    renderWithProviders(<LoginLikeForm resolver={resolver()} />);
    fireEvent.pointerDown(screen.getByText('Sign in'));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  });
});
