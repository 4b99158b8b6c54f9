/**
 * @generated SignedSource<<b7359ce159082ac59324aa260c6d10b5>>
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
export type ContactRequestFieldsMutation$variables = {
  input: SendContactRequestInput;
};
export type ContactRequestFieldsMutation$data = {
  readonly sendContactRequest: {
    readonly __typename: string;
    readonly code?: string;
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  };
};
export type ContactRequestFieldsMutation = {
  response: ContactRequestFieldsMutation$data;
  variables: ContactRequestFieldsMutation$variables;
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
    "name": "ContactRequestFieldsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactRequestFieldsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c5c46165199a46692928d93548785a3c",
    "id": null,
    "metadata": {},
    "name": "ContactRequestFieldsMutation",
    "operationKind": "mutation",
    "text": "mutation ContactRequestFieldsMutation(\n  $input: SendContactRequestInput!\n) {\n  sendContactRequest(input: $input) {\n    __typename\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "185ec10a16dd2fdbd8c47fc0f1334519";

export default node;
