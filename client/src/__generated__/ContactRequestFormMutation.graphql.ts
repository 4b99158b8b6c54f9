/**
 * @generated SignedSource<<81dc880c4d6551c2a1483e3ad8c56d9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendContactRequestInput = {
  budgetRials?: number | null | undefined;
  collaboratorId: string;
  deadline?: string | null | undefined;
  message: string;
  subject: string;
};
export type ContactRequestFormMutation$variables = {
  input: SendContactRequestInput;
};
export type ContactRequestFormMutation$data = {
  readonly sendContactRequest: {
    readonly __typename: string;
    readonly code?: string;
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  };
};
export type ContactRequestFormMutation = {
  response: ContactRequestFormMutation$data;
  variables: ContactRequestFormMutation$variables;
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
    "name": "sendContactRequest",
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
    "name": "ContactRequestFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactRequestFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "271674569804722a5c9b89d5692e99a7",
    "id": null,
    "metadata": {},
    "name": "ContactRequestFormMutation",
    "operationKind": "mutation",
    "text": "mutation ContactRequestFormMutation(\n  $input: SendContactRequestInput!\n) {\n  sendContactRequest(input: $input) {\n    __typename\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "903ba7a7553b65f9ffa5e50dbe98dbd9";

export default node;
