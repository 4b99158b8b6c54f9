/**
 * @generated SignedSource<<812aaf965a921d951210ced72f67a347>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResumeChoiceQuery$variables = Record<PropertyKey, never>;
export type ResumeChoiceQuery$data = {
  readonly myResume: {
    readonly locales: ReadonlyArray<string>;
  } | null | undefined;
};
export type ResumeChoiceQuery = {
  response: ResumeChoiceQuery$data;
  variables: ResumeChoiceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locales",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResumeChoiceQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Resume",
        "kind": "LinkedField",
        "name": "myResume",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResumeChoiceQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Resume",
        "kind": "LinkedField",
        "name": "myResume",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "3fc558f061e718a21e9a3d77f05b5c04",
    "id": null,
    "metadata": {},
    "name": "ResumeChoiceQuery",
    "operationKind": "query",
    "text": "query ResumeChoiceQuery {\n  myResume {\n    locales\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "12dcb4f57b8b8e1c8bbe5397a3f36293";

export default node;
