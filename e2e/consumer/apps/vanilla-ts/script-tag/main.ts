// The script tag's module twin imported through a bundler (spec §18.4): `import … from 'toolmark'`
// boots the page's Toolmark, and its parts (the form scan here; the cards, Lit, wizards when a page
// needs them) stay chunks the bundler loads on need (e2e/consumer/prepare.ts checks the split).
import Toolmark, { ready, tm } from 'toolmark';

await ready;
document.body.dataset['flavour'] = Toolmark?.flavour ?? 'none';
document.body.dataset['tools'] = (tm?.manifest() ?? []).map((entry) => entry.name).join(' ');
document.body.dataset['ready'] = 'true';
