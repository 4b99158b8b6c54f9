/**
 * @generated SignedSource<<da6dc7b89ef1a2cd4302f98511140203>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationStatus = "APPROVED" | "HIRED" | "REJECTED" | "REVIEWED" | "SUBMITTED" | "%future added value";
export type SetApplicationStatusInput = {
  applicationId: string;
  status: ApplicationStatus;
};
export type useSetApplicationStatusMutation$variables = {
  input: SetApplicationStatusInput;
};
export type useSetApplicationStatusMutation$data = {
  readonly setApplicationStatus: {
    readonly __typename: "MutationSetApplicationStatusSuccess";
    readonly data: {
      readonly id: string;
      readonly job: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ApplicationStatusFilter_job" | "ApprovedApplicants_job" | "MyJobCard_job">;
      };
      readonly status: ApplicationStatus;
      readonly statusChangedAt: string;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly code: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetApplicationStatusMutation = {
  response: useSetApplicationStatusMutation$data;
  variables: useSetApplicationStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusChangedAt",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    }
  ],
  "type": "NotFoundError",
  "abstractKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v8 = [
  {
    "kind": "Literal",
    "name": "statuses",
    "value": [
      "SUBMITTED"
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetApplicationStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setApplicationStatus",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Job",
                    "kind": "LinkedField",
                    "name": "job",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ApplicationStatusFilter_job"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "MyJobCard_job"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ApprovedApplicants_job"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationSetApplicationStatusSuccess",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetApplicationStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setApplicationStatus",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Job",
                    "kind": "LinkedField",
                    "name": "job",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "slug",
                        "storageKey": null
                      },
                      {
                        "alias": "all",
                        "args": null,
                        "concreteType": "JobApplicationsConnection",
                        "kind": "LinkedField",
                        "name": "applications",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": "SUBMITTED",
                        "args": (v8/*:: as any*/),
                        "concreteType": "JobApplicationsConnection",
                        "kind": "LinkedField",
                        "name": "applications",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": "applications(statuses:[\"SUBMITTED\"])"
                      },
                      {
                        "alias": "REVIEWED",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "statuses",
                            "value": [
                              "REVIEWED"
                            ]
                          }
                        ],
                        "concreteType": "JobApplicationsConnection",
                        "kind": "LinkedField",
                        "name": "applications",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": "applications(statuses:[\"REVIEWED\"])"
                      },
                      {
                        "alias": "APPROVED",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "statuses",
                            "value": [
                              "APPROVED"
                            ]
                          }
                        ],
                        "concreteType": "JobApplicationsConnection",
                        "kind": "LinkedField",
                        "name": "applications",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": "applications(statuses:[\"APPROVED\"])"
                      },
                      {
                        "alias": "REJECTED",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "statuses",
                            "value": [
                              "REJECTED"
                            ]
                          }
                        ],
                        "concreteType": "JobApplicationsConnection",
                        "kind": "LinkedField",
                        "name": "applications",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": "applications(statuses:[\"REJECTED\"])"
                      },
                      {
                        "alias": "HIRED",
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "statuses",
                            "value": [
                              "HIRED"
                            ]
                          }
                        ],
                        "concreteType": "JobApplicationsConnection",
                        "kind": "LinkedField",
                        "name": "applications",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": "applications(statuses:[\"HIRED\"])"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "companyName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Place",
                        "kind": "LinkedField",
                        "name": "place",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          },
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isExpired",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "permanent",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "postedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "expiresAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "JobApplicationsConnection",
                        "kind": "LinkedField",
                        "name": "applications",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": "newApplications",
                        "args": (v8/*:: as any*/),
                        "concreteType": "JobApplicationsConnection",
                        "kind": "LinkedField",
                        "name": "applications",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": "applications(statuses:[\"SUBMITTED\"])"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApprovedApplicant",
                        "kind": "LinkedField",
                        "name": "approvedApplicants",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "submittedBy",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "requestedSalaryRials",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "contractDays",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "submittedAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "applicant",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationSetApplicationStatusSuccess",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3c783b44518c1ec89b0c75339832a1b1",
    "id": null,
    "metadata": {},
    "name": "useSetApplicationStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useSetApplicationStatusMutation(\n  $input: SetApplicationStatusInput!\n) {\n  setApplicationStatus(input: $input) {\n    __typename\n    ... on MutationSetApplicationStatusSuccess {\n      data {\n        id\n        status\n        statusChangedAt\n        job {\n          id\n          ...ApplicationStatusFilter_job\n          ...MyJobCard_job\n          ...ApprovedApplicants_job\n        }\n      }\n    }\n    ... on NotFoundError {\n      code\n    }\n  }\n}\n\nfragment ApplicationStatusFilter_job on Job {\n  slug\n  all: applications {\n    totalCount\n  }\n  SUBMITTED: applications(statuses: [SUBMITTED]) {\n    totalCount\n  }\n  REVIEWED: applications(statuses: [REVIEWED]) {\n    totalCount\n  }\n  APPROVED: applications(statuses: [APPROVED]) {\n    totalCount\n  }\n  REJECTED: applications(statuses: [REJECTED]) {\n    totalCount\n  }\n  HIRED: applications(statuses: [HIRED]) {\n    totalCount\n  }\n}\n\nfragment ApprovedApplicants_job on Job {\n  approvedApplicants {\n    submittedBy\n    requestedSalaryRials\n    contractDays\n    submittedAt\n    applicant {\n      id\n    }\n  }\n}\n\nfragment MyJobCard_job on Job {\n  id\n  slug\n  title\n  companyName\n  place {\n    name\n    id\n  }\n  status\n  isExpired\n  permanent\n  postedAt\n  expiresAt\n  applications {\n    totalCount\n  }\n  newApplications: applications(statuses: [SUBMITTED]) {\n    totalCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "d712ba052270bfe779cb839299950c31";

export default node;
