import { parseArgs } from 'node:util';
import { emailSchema } from '@quorum/shared';
import { createStaffAccount } from '../auth/accounts';
import { runWithApp } from './run-with-app';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!values.email || !values.name || !password) {
  console.error('Uso: npm run admin:create -- --email ana@ejemplo.org --name "Ana Pérez" --password "…"  (o ADMIN_PASSWORD)');
  process.exit(2);
}

await runWithApp(async ({ ctx }) => {
  const email = emailSchema.parse(values.email);
  const row = await createStaffAccount(ctx, { email, name: values.name as string, role: 'Gestor', password }, { uid: null, ip: null });
  console.log(`Gestor creado: ${row.email}. Ya puede iniciar sesión en ${ctx.config.publicUrl}/login`);
});
