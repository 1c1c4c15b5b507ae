import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, registerSchema } from '@plateau/shared/schemas/auth';

// Loaded on a form's first check (lazyResolver): the login and registration pages show without zod.
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
