/**
 * @generated SignedSource<<bda0b2b7304c5778de9327d0d5a08350>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "HIRED" | "REJECTED" | "REVIEWED" | "SUBMITTED" | "%future added value";
export type ApplyToJobInput = {
  contractDays?: number | null | undefined;
  coverLetter: string;
  email: string;
  fullName: string;
  hideIdentity?: boolean | null | undefined;
  jobId: string;
  phone: string;
  requestedSalaryRials?: number | null | undefined;
};
export type useApplyToJobMutation$variables = {
  input: ApplyToJobInput;
};
export type useApplyToJobMutation$data = {
  readonly applyToJob: {
    readonly __typename: "ConflictError";
    readonly code: string;
  } | {
    readonly __typename: "MutationApplyToJobSuccess";
    readonly data: {
      readonly id: string;
      readonly status: ApplicationStatus;
      readonly submittedAt: string;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly code: string;
  } | {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useApplyToJobMutation = {
  response: useApplyToJobMutation$data;
  variables: useApplyToJobMutation$variables;
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
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "applyToJob",
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
            "concreteType": "JobApplication",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submittedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationApplyToJobSuccess",
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
        "selections": (v2/*:: as any*/),
        "type": "ConflictError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotFoundError",
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
    "name": "useApplyToJobMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApplyToJobMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "502654b47b5175de0e5e24edb45b72a9",
    "id": null,
    "metadata": {},
    "name": "useApplyToJobMutation",
    "operationKind": "mutation",
    "text": "mutation useApplyToJobMutation(\n  $input: ApplyToJobInput!\n) {\n  applyToJob(input: $input) {\n    __typename\n    ... on MutationApplyToJobSuccess {\n      data {\n        id\n        status\n        submittedAt\n      }\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n    ... on ConflictError {\n      code\n    }\n    ... on NotFoundError {\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "820855473d5b363067d2df5829603df1";

export default node;
