/**
 * @generated SignedSource<<89e4f85749e777b09ac47c6cecc16fea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactPageQuery$variables = Record<PropertyKey, never>;
export type ContactPageQuery$data = {
  readonly supportStatus: {
    readonly minutesSinceSeen: number | null | undefined;
    readonly online: boolean;
    readonly workingHours: boolean;
  };
};
export type ContactPageQuery = {
  response: ContactPageQuery$data;
  variables: ContactPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SupportStatus",
    "kind": "LinkedField",
    "name": "supportStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "online",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "minutesSinceSeen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "workingHours",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContactPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b2ed440cf9568124756566f6cfb5ee08",
    "id": null,
    "metadata": {},
    "name": "ContactPageQuery",
    "operationKind": "query",
    "text": "query ContactPageQuery {\n  supportStatus {\n    online\n    minutesSinceSeen\n    workingHours\n  }\n}\n"
  }
};
})();

(node as any).hash = "0cf2141d0656554515f32451f647a13c";

export default node;
