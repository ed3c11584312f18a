// The performance tracker and the error tracker (issue 11; decision 35). The spec's calls
// "number/performance-tracking/search and count" and "user-domain/performance-tracking search,
// count" become /performance-tracker/{dids,domains}/{search,count}; the error tracker, whose calls
// the spec does not show, is /error-tracker and /error-tracker/examples. Every call reads the
// acting user's data only; an example filter naming another user's campaign answers 404.
import {
  didPerformancePageSchema,
  didPerformanceQuerySchema,
  domainPerformancePageSchema,
  domainPerformanceQuerySchema,
  performanceCountSchema,
  performanceFilterSchema,
} from '@domain/performance-tracker';
import { errorExamplesAnswerSchema, errorExamplesQuerySchema, errorTrackerAnswerSchema, errorTrackerRangeSchema } from '@domain/error-tracker';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAuth, requireAuth } from '../../http/guards';
import { errorExamples, errorGroups } from './error-tracker-service';
import { countDidPerformance, countDomainPerformance, searchDidPerformance, searchDomainPerformance } from './performance-service';

const user = (request: FastifyRequest) => getAuth(request).user.id;

export const performanceTrackerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const tags = ['performance tracker'];
  const count = { 200: performanceCountSchema };

  app.post('/performance-tracker/domains/search', { schema: { tags, body: domainPerformanceQuerySchema, response: { 200: domainPerformancePageSchema } } }, async (request) =>
    searchDomainPerformance(app.ctx, user(request), request.body),
  );
  app.post('/performance-tracker/domains/count', { schema: { tags, body: performanceFilterSchema, response: count } }, async (request) =>
    countDomainPerformance(app.ctx, user(request), request.body),
  );
  app.post('/performance-tracker/dids/search', { schema: { tags, body: didPerformanceQuerySchema, response: { 200: didPerformancePageSchema } } }, async (request) =>
    searchDidPerformance(app.ctx, user(request), request.body),
  );
  app.post('/performance-tracker/dids/count', { schema: { tags, body: performanceFilterSchema, response: count } }, async (request) =>
    countDidPerformance(app.ctx, user(request), request.body),
  );
};

export const errorTrackerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const tags = ['error tracker'];

  app.get('/error-tracker', { schema: { tags, querystring: errorTrackerRangeSchema, response: { 200: errorTrackerAnswerSchema } } }, async (request) =>
    errorGroups(app.ctx, user(request), request.query),
  );
  app.get('/error-tracker/examples', { schema: { tags, querystring: errorExamplesQuerySchema, response: { 200: errorExamplesAnswerSchema } } }, async (request) =>
    errorExamples(app.ctx, user(request), request.query),
  );
};
