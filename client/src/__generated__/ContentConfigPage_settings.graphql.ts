/**
 * @generated SignedSource<<22ba67ed818834e8de2bfec0ee33058b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentKind = "ARTICLE" | "COURSE" | "FEATURE" | "PAGE" | "SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContentConfigPage_settings$data = {
  readonly id: string;
  readonly importance: number | null | undefined;
  readonly kind: ContentKind;
  readonly position: number;
  readonly related: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "ContentConfigPage_settings";
};
export type ContentConfigPage_settings$key = {
  readonly " $data"?: ContentConfigPage_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentConfigPage_settings">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentConfigPage_settings",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "importance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentItem",
      "kind": "LinkedField",
      "name": "related",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};
})();

(node as any).hash = "139845610d6bdd19a27f77452351bec7";

export default node;
