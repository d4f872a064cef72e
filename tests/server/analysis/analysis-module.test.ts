import { describe, expect, it } from 'vitest';
import { BuiltinAnalyst } from '@server/analysis/adapters/builtin-analyst';
import { GeminiAnalyst } from '@server/analysis/adapters/gemini-analyst';
import { OpenAiCompatibleAnalyst } from '@server/analysis/adapters/openai-compatible-analyst';
import { chooseAnalyst } from '@server/analysis/analysis-module';
import { loadConfig } from '@server/config';

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('choosing the analyst from AI_PROVIDER', () => {
  it('uses the built-in analyst by default', () => {
    expect(chooseAnalyst(config({}))).toBeInstanceOf(BuiltinAnalyst);
  });

  it('uses Gemini with its key and model, and refuses to start without a key', () => {
    const gemini = chooseAnalyst(
      config({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'k', GEMINI_MODEL: 'gemini-x' }),
    );
    expect(gemini).toBeInstanceOf(GeminiAnalyst);
    expect(gemini.name).toBe('gemini:gemini-x');
    expect(() => chooseAnalyst(config({ AI_PROVIDER: 'gemini' }))).toThrow(
      'AI_PROVIDER=gemini needs GEMINI_API_KEY',
    );
  });

  it('uses an OpenAI-compatible server with its base URL and model, and refuses to start without them', () => {
    const local = chooseAnalyst(
      config({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' }),
    );
    expect(local).toBeInstanceOf(OpenAiCompatibleAnalyst);
    expect(local.name).toBe('openai:llama3');
    expect(() => chooseAnalyst(config({ AI_PROVIDER: 'openai', OPENAI_MODEL: 'llama3' }))).toThrow(
      'AI_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL',
    );
  });
});
