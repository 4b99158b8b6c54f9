/**
 * @generated SignedSource<<fa373d4e76b8dece28494160778f6a8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendTalentPoolRequestInput = {
  budgetRials?: number | null | undefined;
  deadline?: string | null | undefined;
  message: string;
  resumeId: string;
  subject: string;
};
export type ContactRequestFieldsPoolMutation$variables = {
  input: SendTalentPoolRequestInput;
};
export type ContactRequestFieldsPoolMutation$data = {
  readonly sendTalentPoolRequest: {
    readonly __typename: string;
    readonly code?: string;
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  };
};
export type ContactRequestFieldsPoolMutation = {
  response: ContactRequestFieldsPoolMutation$data;
  variables: ContactRequestFieldsPoolMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendTalentPoolRequest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "BaseError",
        "abstractKey": "__isBaseError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "ContactRequestFieldsPoolMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactRequestFieldsPoolMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7351fa1a3b13c8d372eb1f6284642144",
    "id": null,
    "metadata": {},
    "name": "ContactRequestFieldsPoolMutation",
    "operationKind": "mutation",
    "text": "mutation ContactRequestFieldsPoolMutation(\n  $input: SendTalentPoolRequestInput!\n) {\n  sendTalentPoolRequest(input: $input) {\n    __typename\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "75c7a39deb3fe8d9ec1242872d47accd";

export default node;
