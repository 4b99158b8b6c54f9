/**
 * @generated SignedSource<<1c25fb8e48958d10991c1d9b003f0fad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentKind = "ARTICLE" | "COURSE" | "FEATURE" | "PAGE" | "SERVICE" | "%future added value";
export type contentItemIdQuery$variables = {
  kind: ContentKind;
  slug: string;
};
export type contentItemIdQuery$data = {
  readonly contentItem: {
    readonly id: string;
  } | null | undefined;
};
export type contentItemIdQuery = {
  response: contentItemIdQuery$data;
  variables: contentItemIdQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "ContentItem",
    "kind": "LinkedField",
    "name": "contentItem",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "contentItemIdQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentItemIdQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8778056c469432dbbe99cb164259967a",
    "id": null,
    "metadata": {},
    "name": "contentItemIdQuery",
    "operationKind": "query",
    "text": "query contentItemIdQuery(\n  $kind: ContentKind!\n  $slug: String!\n) {\n  contentItem(kind: $kind, slug: $slug) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "17dbb3c702abdca0e554860490d2cff4";

export default node;
