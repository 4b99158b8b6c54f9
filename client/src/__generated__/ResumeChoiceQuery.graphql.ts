/**
 * @generated SignedSource<<19844500201259d5e676626e68cf1066>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResumeChoiceQuery$variables = Record<PropertyKey, never>;
export type ResumeChoiceQuery$data = {
  readonly myResume: {
    readonly file: {
      readonly name: string;
    } | null | undefined;
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
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeFile",
  "kind": "LinkedField",
  "name": "file",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
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
          (v0/*:: as any*/),
          (v1/*:: as any*/)
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
          (v1/*:: as any*/),
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
    "cacheID": "b21c1a335dce259c5b742e84cb3c4260",
    "id": null,
    "metadata": {},
    "name": "ResumeChoiceQuery",
    "operationKind": "query",
    "text": "query ResumeChoiceQuery {\n  myResume {\n    locales\n    file {\n      name\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "64c922908f81929d36f6908d784bb213";

export default node;
