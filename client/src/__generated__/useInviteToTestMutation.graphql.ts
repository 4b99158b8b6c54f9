/**
 * @generated SignedSource<<3346a3a89afcc5e108e1d49303daa8e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InviteToTestInput = {
  emails: ReadonlyArray<string>;
  jobId: string;
  testId: string;
};
export type useInviteToTestMutation$variables = {
  input: InviteToTestInput;
};
export type useInviteToTestMutation$data = {
  readonly inviteToTest: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly count: number;
      readonly id: string;
      readonly needsPayment: boolean;
    };
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  };
};
export type useInviteToTestMutation = {
  response: useInviteToTestMutation$data;
  variables: useInviteToTestMutation$variables;
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
    "name": "inviteToTest",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "TestInvitationBatch",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needsPayment",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationInviteToTestSuccess",
        "abstractKey": null
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "BaseError",
        "abstractKey": "__isBaseError"
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
    "name": "useInviteToTestMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInviteToTestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c28ba50d5581c8ed1fa8c8194d154fa3",
    "id": null,
    "metadata": {},
    "name": "useInviteToTestMutation",
    "operationKind": "mutation",
    "text": "mutation useInviteToTestMutation(\n  $input: InviteToTestInput!\n) {\n  inviteToTest(input: $input) {\n    __typename\n    ... on MutationInviteToTestSuccess {\n      data {\n        id\n        count\n        needsPayment\n      }\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "96acd55de8907a87aea79acc2b9db1fb";

export default node;
