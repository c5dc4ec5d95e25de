import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type FieldValues, type Resolver, type ResolverOptions } from 'react-hook-form';
import { MESSAGES } from '../../constants.js';
import { loginInputSchema, type LoginInput } from '../../schemas/login.js';
import { createTeamInputSchema, guestFormSchema, type GuestForm } from '../../schemas/index.js';
import { renderWithProviders } from '../../testing/index.js';
import { lazyResolver } from '../lazy-resolver.js';

/** What react-hook-form passes a resolver on a submit, once per criteria mode. */
const optionsOf = <Values extends FieldValues = FieldValues>(criteriaMode: 'firstError' | 'all') =>
  ({ fields: {}, shouldUseNativeValidation: false, criteriaMode }) as ResolverOptions<Values>;

/** The cases' schemas differ: each resolver is called on the values of its own. */
type AnyResolver = Resolver<FieldValues, unknown, unknown>;

describe('lazyResolver', () => {
  it.each([
    ['the login form, empty', loginInputSchema, { email: '', password: '' }],
    ['the login form, with an address that is not one', loginInputSchema, { email: 'not an address', password: 'x' }],
    ['the login form, filled in', loginInputSchema, { email: ' ada@example.com ', password: 'secret' }],
    ['the guest form, empty', guestFormSchema, { fullName: '', tShirtSize: '', picture: null } as unknown as GuestForm],
    ['Add Team, untouched', createTeamInputSchema, { name: '', contestants: [{}] }],
  ])('answers what zodResolver answers: %s', async (_case, schema, values) => {
    const lazy = lazyResolver(() => Promise.resolve(schema)) as unknown as AnyResolver;
    const eager = zodResolver(schema) as unknown as AnyResolver;
    for (const mode of ['firstError', 'all'] as const) {
      const expected = await eager(values, undefined, optionsOf(mode));
      expect(await lazy(values, undefined, optionsOf(mode))).toEqual(expected);
    }
  });

  it('answers the schema’s own messages', async () => {
    const lazy = lazyResolver(() => Promise.resolve(loginInputSchema));
    const { errors } = await lazy({ email: '', password: '' }, undefined, optionsOf<LoginInput>('firstError'));
    expect(errors.email?.message).toBe(MESSAGES.required);
    expect(errors.password?.message).toBe(MESSAGES.required);
  });

  it('downloads the schema once, and again after a download that failed', async () => {
    const schemaOf = jest
      .fn<Promise<typeof loginInputSchema>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(loginInputSchema);
    const lazy = lazyResolver(schemaOf);
    const values = { email: 'ada@example.com', password: 'secret' };
    const options = optionsOf<LoginInput>('firstError');
    await expect(lazy(values, undefined, options)).rejects.toThrow('offline');
    expect(await lazy(values, undefined, options)).toEqual({ values, errors: {} });
    await lazy(values, undefined, options);
    expect(schemaOf).toHaveBeenCalledTimes(2);
  });
});

describe('a form with a lazy resolver', () => {
  function LoginLikeForm({ resolver }: { resolver: ReturnType<typeof lazyResolver<typeof loginInputSchema>> }) {
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

  it('downloads nothing when drawn, starts the download on the first focus, and validates as before', async () => {
    const schemaOf = jest.fn(() => Promise.resolve(loginInputSchema));
    const resolver = lazyResolver(schemaOf);
    renderWithProviders(<LoginLikeForm resolver={resolver} />);
    expect(schemaOf).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(schemaOf).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
    expect(schemaOf).toHaveBeenCalledTimes(1);
  });

  it('starts the download on a pointer-down inside the form that focuses nothing', () => {
    const schemaOf = jest.fn(() => Promise.resolve(loginInputSchema));
    renderWithProviders(<LoginLikeForm resolver={lazyResolver(schemaOf)} />);
    fireEvent.pointerDown(screen.getByText('Sign in'));
    expect(schemaOf).toHaveBeenCalledTimes(1);
  });
});
