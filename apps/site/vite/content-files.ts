import {
  articlePath,
  getArticle,
  GLOSSARY_TERMS,
  glossaryLetterGroups,
  glossaryTermPath,
  glossaryTermView,
  listArticles,
  listLegalPages,
  listNews,
  namesOf,
} from '@penzugy/content';
import { normaliseTermName } from '../src/pages/dictionary/term-names.ts';

/**
 * Every content document the site serves, by URL path: the glossary in the shapes of docs/product.md#calls
 * (dictionary_terms.json and one document per term, plus a name → properName index for links by
 * name such as the calculators' 'THM'), the blog list and each article, and the news.
 */
export function contentFiles(): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  files['api/mpt-all-sources/learning/dictionary_terms.json'] = glossaryLetterGroups(GLOSSARY_TERMS);
  const names: Record<string, string> = {};
  for (const entry of GLOSSARY_TERMS) {
    files[`api/mpt-all-sources/${glossaryTermPath(entry.properName)}`] = glossaryTermView(entry);
    for (const name of namesOf(entry)) names[normaliseTermName(name)] = entry.properName;
  }
  files['api/mpt-all-sources/learning/dictionary/names.json'] = names;
  const articles = listArticles();
  files['api/blog/articles.json'] = articles.map((a) => ({ ...a, path: articlePath(a) }));
  for (const meta of [...articles, ...listLegalPages()]) {
    files[`api/blog/articles/${meta.id}.json`] = { ...getArticle(meta.id), path: articlePath(meta) };
  }
  files['api/news/items.json'] = listNews();
  return files;
}
