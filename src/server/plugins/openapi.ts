import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../context.ts';

/** Describes the API in OpenAPI from the routes' zod schemas, and serves that description at /docs. */
export async function documentApi(app: App) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tirana Group API',
        description: 'Projects, sales catalogues, news, vacancies and contacts of the public site and its admin.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform(input) {
      const result = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (!access || access === 'public') return result;
      return { ...result, schema: { ...result.schema, security: [{ bearerAuth: [] }] } };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // The documentation uses no <base> and is framed by nobody.
    transformStaticCSP: (policy) =>
      policy.replace("base-uri 'self'", "base-uri 'none'").replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
